import { notFound } from 'next/navigation';

/** Any path that is not a page of the route table: the localized 404 page. */
export default function CatchAll(): never {
  notFound();
}
