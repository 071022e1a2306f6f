import { domAnimation } from 'framer-motion';

/** Loaded after the page, so animation code stays out of the first download. */
export default domAnimation;
