import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

import { useListInformationResources } from '@generated/api/information-resources/information-resources';
import type { InformationResource } from '@generated/model/informationResource';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { SkeletonCard } from '@/components/ui/skeleton';

const TYPE_LABELS: Record<InformationResource['resourceType'], string> = {
  guide: 'Guide',
  glossary: 'Glossary',
  webinar: 'Webinar',
  link: 'Link',
};

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** information-resources: guides, the glossary, webinars and useful links. */
export function InformationResourcesPage() {
  const query = useListInformationResources();
  const resources = query.data?.data ?? [];
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">Information resources</h1>
        <p className="text-body-secondary mb-0">Guides, a glossary and webinars to help you buy energy with confidence.</p>
      </header>
      {query.isPending ? (
        <Row xs={1} md={2} xl={3} className="g-3">
          {[0, 1, 2].map((index) => (
            <Col key={index}>
              <SkeletonCard lines={2} />
            </Col>
          ))}
        </Row>
      ) : null}
      {query.isError ? (
        <Alert variant="danger" className="mb-0">
          There was an error loading data. Please try again later.
        </Alert>
      ) : null}
      {query.isSuccess && resources.length === 0 ? <EmptyStateCard title="None found." text="There are no information resources yet." /> : null}
      {resources.length > 0 ? (
        <Row as="ul" xs={1} md={2} xl={3} className="g-3 list-unstyled">
          {resources.map((resource) => (
            <Col as="li" key={resource.id}>
              <Card className="h-100 position-relative">
                <Card.Body className="d-flex flex-column gap-2">
                  <div>
                    <Badge bg="" className="ml-category-badge" style={{ background: 'var(--ml-navy-100)', color: 'var(--ml-navy-800)' }}>
                      {TYPE_LABELS[resource.resourceType]}
                    </Badge>
                  </div>
                  <h2 className="h6 mb-0">
                    <a
                      href={resource.url}
                      className="stretched-link text-decoration-none"
                      {...(isExternal(resource.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {resource.title}
                      {isExternal(resource.url) ? (
                        <>
                          {' '}
                          <ExternalLinkIcon size={14} />
                          <span className="visually-hidden">(opens in a new tab)</span>
                        </>
                      ) : null}
                    </a>
                  </h2>
                  <p className="small text-body-secondary mb-0">{resource.description}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
    </div>
  );
}
