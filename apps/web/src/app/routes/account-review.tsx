import { useMemo } from 'react';
import { createReviewJournal } from '../../features/journal';
import { ReviewCard } from '../../features/review';

/**
 * An account's review with its journal composed in (issue 38): the owner's notes and publish
 * switch, or a visitor's view of a published journal. Lazy on the public page, with the review.
 */
export default function AccountReview({
  accountId,
  audience = 'private',
}: {
  accountId: string;
  audience?: 'private' | 'public';
}) {
  const journal = useMemo(() => createReviewJournal(accountId, audience), [accountId, audience]);
  return <ReviewCard accountId={accountId} audience={audience} journal={journal} />;
}
