import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import type { ListedArticleFieldsFragment } from '../generated/graphql.ts';
import { Image } from './Image.tsx';
import { moveItem, removeKey } from './orderedList.ts';

/** An article as the chooser lists it and as a selection, a bloc or the promoted list holds it. */
export type ChosenArticle = ListedArticleFieldsFragment;

/** The designation shown: the long description, else the code. */
export const articleLabel = (article: ChosenArticle) => article.descriptionLong || article.code;

export const chosenTexts = {
  title: 'Articles choisis',
  none: 'Aucun article choisi',
  up: (name: string) => `Monter ${name}`,
  down: (name: string) => `Descendre ${name}`,
  remove: (name: string) => `Retirer ${name}`,
} as const;

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  position: { width: '24px', textAlign: 'end', color: tokens.colorNeutralForeground3, flexShrink: 0 },
  thumbnail: { width: '40px', height: '40px', flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  muted: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', flexShrink: 0 },
});

/** The chosen articles in order: move up, move down, remove. */
export function ChosenArticles({
  value,
  onChange,
  title,
  disabled,
  className,
}: {
  value: readonly ChosenArticle[];
  onChange(articles: ChosenArticle[]): void;
  title?: string;
  disabled?: boolean;
  className?: string;
}) {
  const styles = useStyles();
  const label = title ?? chosenTexts.title;
  return (
    <section className={className} aria-label={label}>
      <div className={styles.header}>
        <Subtitle2 as="h3">{label}</Subtitle2>
        <Caption1>{value.length}</Caption1>
      </div>
      {value.length === 0 && <Caption1 className={styles.muted}>{chosenTexts.none}</Caption1>}
      <ol className={styles.list} data-testid="chosen-articles">
        {value.map((article, index) => {
          const name = articleLabel(article);
          return (
            <li key={article.articleId} className={styles.item} data-testid="chosen-article">
              <span className={styles.position}>{index + 1}</span>
              <Image className={styles.thumbnail} src={article.imageListUrl} alt={name} />
              <span className={styles.text} title={name}>
                <span>{name}</span>
                <Caption1 className={styles.muted}>{article.code}</Caption1>
              </span>
              <span className={styles.buttons}>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowUp20Regular />}
                  aria-label={chosenTexts.up(name)}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(value, index, index - 1))}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowDown20Regular />}
                  aria-label={chosenTexts.down(name)}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => onChange(moveItem(value, index, index + 1))}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Dismiss20Regular />}
                  aria-label={chosenTexts.remove(name)}
                  disabled={disabled}
                  onClick={() => onChange(removeKey(value, article.articleId, (item) => item.articleId))}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
