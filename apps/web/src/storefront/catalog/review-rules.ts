import type { FileDirectory } from '@store/domain/public';

/**
 * The review screens' pure rules: the summary's bars and share, a review's feature lines, the body
 * a form sends and where "sign in to write a review" leads.
 *
 * The scale, the recommendation choices, the pictures' ceiling and folder are the domain's
 * (`RATING_MAX`, `RECOMMENDINGS`, `COMMENT_PICTURES_MAX`, `PRODUCT_PICTURES_DIRECTORY` of
 * `@store/domain`), repeated here because
 * the domain's full entry would bring its schemas into a visitor's page; review-rules.test.ts fails
 * when the two drift.
 */
export const RATING_MAX = 5;
export const RECOMMENDINGS = ['recommend', 'notsure', 'notrecommend'] as const;
export const COMMENT_PICTURES_MAX = 5;
/** The folder a review's pictures are uploaded into (its accepted types are offered). */
export const PICTURES_FOLDER: FileDirectory = 'ProductPictures';

export type Recommending = (typeof RECOMMENDINGS)[number];

/** What the summary of `getComments` says: counts by stars (`"1"`…`"5"`) and by recommendation. */
export interface RatingCounts {
  readonly count: number;
  readonly stars: Readonly<Record<string, number>>;
  readonly recommending: Readonly<Record<string, number>>;
}

export interface StarBar {
  readonly stars: number;
  readonly count: number;
  /** Of all reviews, a whole percent (0 when there are none). */
  readonly percent: number;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** One bar a star, from the most stars to the fewest, each with its share of the reviews. */
export function starBars(summary: RatingCounts): StarBar[] {
  return Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((stars) => {
    const count = summary.stars[String(stars)] ?? 0;
    return { stars, count, percent: percentOf(count, summary.count) };
  });
}

/** The share of reviewers who recommend the product, of all reviews; null when none has said either way. */
export function recommendingShare(summary: RatingCounts): number | null {
  const said = RECOMMENDINGS.reduce((sum, choice) => sum + (summary.recommending[choice] ?? 0), 0);
  return said > 0 ? percentOf(summary.recommending.recommend ?? 0, summary.count) : null;
}

/** A feature field as the list it means: one a line, blank lines and spaces around dropped. */
export function featureLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What the review form holds. */
export interface ReviewValues {
  rating: number | null;
  title: string;
  contentText: string;
  positiveFeature: string;
  negativeFeature: string;
  recommending: Recommending | '';
  pictures: string[];
}

export const emptyReview = (): ReviewValues => ({
  rating: null,
  title: '',
  contentText: '',
  positiveFeature: '',
  negativeFeature: '',
  recommending: '',
  pictures: [],
});

/** The body of `addComment`: optional fields left empty are not sent, nor a rating not chosen (the server names it). */
export function reviewBody(productId: number, values: ReviewValues) {
  const optional = (name: 'title' | 'positiveFeature' | 'negativeFeature') => {
    const text = values[name].trim();
    return text ? { [name]: text } : {};
  };
  return {
    productId,
    contentText: values.contentText.trim(),
    ...(values.rating === null ? {} : { rating: values.rating }),
    ...optional('title'),
    ...optional('positiveFeature'),
    ...optional('negativeFeature'),
    ...(values.recommending ? { recommending: values.recommending } : {}),
    ...(values.pictures.length > 0 ? { pictures: values.pictures } : {}),
  };
}

export type ReviewBody = ReturnType<typeof reviewBody>;

/** Field names the review form shows errors under; a picture's own (`pictures.0`) is shown under the pictures. */
export const REVIEW_FIELDS = ['rating', 'title', 'contentText', 'positiveFeature', 'negativeFeature', 'recommending', 'pictures'] as const;

export function fieldOfIssue(path: string): string {
  return path.startsWith('pictures.') ? 'pictures' : path;
}

/** The sign-in screen, coming back to this page (its path inside the app, with its query) once signed in. */
export function signInPath(pathname: string, search: string): string {
  return `/Authentication?returnUrl=${encodeURIComponent(pathname + search)}`;
}
