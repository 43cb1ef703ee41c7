import './support.css';

import { useMemo, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { useListFaqs } from '@generated/api/support/support';
import type { Faq } from '@generated/model/faq';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { SkeletonText } from '@/components/ui/skeleton';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

/** The FAQ's categories in the server's order, each with the questions that match `term` (in question or answer). */
export function filterFaqs(faqs: readonly Faq[], term: string): { category: string; faqs: Faq[] }[] {
  const needle = term.trim().toLocaleLowerCase('en-GB');
  const groups: { category: string; faqs: Faq[] }[] = [];
  for (const faq of faqs) {
    if (needle && !`${faq.question}\n${faq.answer}`.toLocaleLowerCase('en-GB').includes(needle)) continue;
    const group = groups.find((candidate) => candidate.category === faq.category);
    if (group) group.faqs.push(faq);
    else groups.push({ category: faq.category, faqs: [faq] });
  }
  return groups;
}

const headingId = (category: string) => `faq-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** support/faq: questions by category in accordions, filtered as you type. */
export function FaqPage() {
  const { activeAccount } = usePortalSession();
  const [term, setTerm] = useState('');
  const faqs = useListFaqs();
  const groups = useMemo(() => filterFaqs(faqs.data?.data ?? [], term), [faqs.data, term]);
  const shown = groups.reduce((count, group) => count + group.faqs.length, 0);

  return (
    <div className="d-flex flex-column gap-4" style={{ maxWidth: '56rem' }}>
      <header>
        <Link to={marketLensPath('support', activeAccount?.id)} className="small">
          ← Support
        </Link>
        <h1 className="h3 mb-1 mt-1">FAQ</h1>
        <p className="text-body-secondary mb-0">Answers to the questions customers ask most often.</p>
      </header>
      <Form.Group controlId="faq-filter" style={{ maxWidth: '28rem' }}>
        <Form.Label>Filter questions</Form.Label>
        <Form.Control type="search" value={term} placeholder="For example: invoice" onChange={(event) => setTerm(event.target.value)} aria-describedby="faq-filter-count" />
        {faqs.isSuccess ? (
          <Form.Text id="faq-filter-count" aria-live="polite">
            {term.trim() ? `${shown} ${shown === 1 ? 'question matches' : 'questions match'}` : `${shown} questions`}
          </Form.Text>
        ) : null}
      </Form.Group>
      {faqs.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading…</span>
          <SkeletonText lines={6} />
        </div>
      ) : null}
      {faqs.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          There was an error loading data. Please try again later.
        </Alert>
      ) : null}
      {faqs.isSuccess && faqs.data.data.length === 0 ? <EmptyStateCard title="No questions yet." text="The FAQ is empty. Contact the support desk with any question." /> : null}
      {faqs.isSuccess && faqs.data.data.length > 0 && shown === 0 ? (
        <EmptyStateCard title="No matching questions." text={`No question or answer mentions “${term.trim()}”. Try another word, or raise a support query.`} />
      ) : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={headingId(group.category)} className="d-flex flex-column gap-2">
          <h2 id={headingId(group.category)} className="h5 mb-0">
            {group.category}
          </h2>
          <Accordion alwaysOpen>
            {group.faqs.map((faq) => (
              <Accordion.Item key={faq.id} eventKey={faq.id}>
                <Accordion.Header as="h3">{faq.question}</Accordion.Header>
                <Accordion.Body className="ml-preserve-lines">{faq.answer}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
