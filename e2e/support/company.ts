import { E2E_PORT, E2E_URL } from '../../playwright.config';
import { DEMO_SUBDOMAIN } from '../../src/server/demo/accounts';

/**
 * Each parallel worker has a demo company of its own on the one server, so that specs running side by side never
 * see each other's changes (a role given, a colour saved, a note written): worker 0 has the default company `demo`
 * on plain localhost, worker n the company `demo<n+1>` on its subdomain (Chromium sends *.localhost to loopback).
 * Within a worker the spec files run one after another, as they all did before.
 */
export function companyOf(parallelIndex: number): string {
  return parallelIndex === 0 ? DEMO_SUBDOMAIN : `${DEMO_SUBDOMAIN}${parallelIndex + 1}`;
}

/** The address of a company's pages, as the server's mail links name it. */
export function companyUrl(subdomain: string): string {
  return subdomain === DEMO_SUBDOMAIN ? E2E_URL : `http://${subdomain}.localhost:${E2E_PORT}`;
}

/** This worker's company (Playwright numbers the workers running at once 0, 1, …). */
export const workerCompany = (): string => companyOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The browser's address of this worker's company. Node cannot resolve *.localhost: API calls go to E2E_URL. */
export const workerUrl = (): string => companyUrl(workerCompany());
