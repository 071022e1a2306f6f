import { Features } from '@/components/sections/features';
import { Hero } from '@/components/sections/hero';

export function HomePage() {
  return (
    <>
      <Hero />
      <Features />
    </>
  );
}
