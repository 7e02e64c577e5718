/**
 * Console errors a browser test does not count against the page's scripts: the browser's own network
 * lines ("Failed to load resource": an answer the test asked for, such as a 404 page or a refused 4th
 * edit; a 5xx is caught from the responses themselves), and the two logs the spec asks for (an unknown
 * route's path, a job not found).
 */
export const NOT_SCRIPT_ERRORS = [/^Failed to load resource: /, /^404 Error: User attempted to access non-existent route: /, /^Job not found: /];
