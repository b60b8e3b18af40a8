/** Calls the query endpoint's route handler (POST /api/graphql) with a real Request, as a client would. */
import { POST } from '@/app/api/graphql/route';

export interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> };
}

export interface CalculatorItem {
  name: string;
  value: unknown;
  formatted_value: string | null;
  type: string;
}

export async function gqlRoute<T>(query: string, variables: Record<string, unknown>): Promise<{ status: number; data: T | null | undefined; errors: GqlError[] | undefined }> {
  const res = await POST(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await res.json()) as { data?: T | null; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

export const CALCULATE_QUERY = /* GraphQL */ `
  query Calculate($inputs: JSON!, $locale: Locale, $date: String, $sheet: String!, $page: String!) {
    calculate(sheet: $sheet, page: $page, inputs: $inputs, locale: $locale, date: $date) {
      sheet
      page
      inputs { name value formatted_value type }
      outputs { name value formatted_value type }
    }
  }
`;

export type CalculateData = { calculate: { sheet: string; page: string; inputs: CalculatorItem[]; outputs: CalculatorItem[] } };

export function itemsByName(items: CalculatorItem[]): Record<string, CalculatorItem> {
  return Object.fromEntries(items.map((i) => [i.name, i]));
}
