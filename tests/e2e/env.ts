export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
