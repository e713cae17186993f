import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createReviewJournal } from '../../features/journal';
import { ReviewCard, reviewKeys } from '../../features/review';

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
  const queryClient = useQueryClient();
  // A note's tags feed the review's tag breakdown and filter: a change reads the review again.
  const journal = useMemo(
    () =>
      createReviewJournal(accountId, audience, () => {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      }),
    [accountId, audience, queryClient],
  );
  return <ReviewCard accountId={accountId} audience={audience} journal={journal} />;
}
