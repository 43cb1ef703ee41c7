import type { SupportQueryComment } from '@generated/model/supportQueryComment';
import { formatDateTime } from '@/lib/date-times';

/** The whole conversation, oldest first: the desk's replies on one side, the customer's on the other. */
export function QueryThread({ comments }: { comments: SupportQueryComment[] }) {
  if (comments.length === 0) {
    return <p className="text-body-secondary mb-0">No replies yet. The support desk answers within support hours.</p>;
  }
  return (
    <ol className="list-unstyled d-flex flex-column gap-3 mb-0" aria-label="Conversation">
      {comments.map((comment) => {
        const desk = comment.author.side === 'support';
        return (
          <li key={comment.id} className={`ml-thread-comment ${desk ? 'ml-thread-comment--desk' : 'ml-thread-comment--customer'}`}>
            <div className="d-flex flex-wrap justify-content-between column-gap-3 small mb-1">
              <span className="fw-semibold">
                {comment.author.name}
                {desk ? <span className="text-body-secondary fw-normal"> · Support desk</span> : null}
              </span>
              <time dateTime={comment.createdDate} className="text-body-secondary">
                {formatDateTime(new Date(comment.createdDate))}
              </time>
            </div>
            <p className="mb-0 ml-preserve-lines">{comment.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
