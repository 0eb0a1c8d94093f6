import type { ArticleBlock } from '@clinic/contracts/content/article-body';

/** Article text from structured blocks; nothing from the CMS is injected as HTML. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'paragraph') return <p key={index}>{block.text}</p>;
        return (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
