import { useIntl } from 'react-intl';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { buildPath } from '@clinic/contracts/routes';
import { useLocale } from '@clinic/i18n/use-locale';
import { usePageSubject } from '@clinic/state/use-content';
import { useRouteParams } from '../common/use-route-params.ts';
import { ArticleBody } from '../common/article-body.tsx';
import { ContentImage } from '../common/content-image.tsx';
import { DataBoundary } from '../common/data-boundary.tsx';
import { HealthWarning } from '../common/health-warning.tsx';
import { IsoDate } from '../common/iso-date.tsx';
import { MedicalReview } from '../common/medical-review.tsx';
import { PageHeading } from '../common/page-heading.tsx';
import '../common/content.css';

function Post({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const post = usePageSubject('blog-post', { post: slug });
  if (!post) throw pageNotFound();
  return (
    <article className="content-page">
      <PageHeading
        title={post.title}
        crumbs={[
          { label: intl.formatMessage({ id: 'content.blog.title' }), to: buildPath('blog', locale) },
          { label: post.title },
        ]}
      />
      <p className="detail-hero__meta">
        <IsoDate value={post.date} />
        <span>{post.category.name}</span>
      </p>
      <ContentImage className="detail-hero__image article-image" src={post.image} picture={post.picture} priority />
      <MedicalReview reviewer={post.reviewed_by} date={post.last_reviewed} />
      <ArticleBody blocks={post.body} />
      <HealthWarning />
    </article>
  );
}

export default function PostPage() {
  const { post } = useRouteParams<'blog-post'>();
  return (
    <DataBoundary>
      <Post slug={post} />
    </DataBoundary>
  );
}
