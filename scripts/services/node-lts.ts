// The one Node.js LTS major the images run (Node 20 reached its end of life in April 2026). The Dockerfile's
// NODE_IMAGE names it, the compiled smoke test runs the services on it (the npm package node@<major>
// brings its binary here), and check-compose.ts checks that both agree. Development machines may run any
// Node >= 20.19 (package.json engines).
export const NODE_LTS_MAJOR = 24;
