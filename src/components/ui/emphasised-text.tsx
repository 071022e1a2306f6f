type EmphasisedTextProps = { text: string };

/** Renders dictionary text whose emphasised part is marked with `*...*`. */
export function EmphasisedText({ text }: EmphasisedTextProps) {
  return (
    <>
      {text.split('*').map((part, index) =>
        index % 2 === 1 ? (
          <em key={index} className="emphasis">
            {part}
          </em>
        ) : (
          part
        ),
      )}
    </>
  );
}
