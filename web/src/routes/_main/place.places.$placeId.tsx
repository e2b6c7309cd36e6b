import { createFileRoute, redirect } from '@tanstack/react-router';

/** /place/places/<id> (an unencoded 'places/' prefix): the same place at its bare id. */
export const Route = createFileRoute('/_main/place/places/$placeId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/place/$placeId', params: { placeId: params.placeId }, replace: true });
  },
});
