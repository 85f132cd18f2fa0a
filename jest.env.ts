// Tests talk to the demo backend at an absolute origin (MSW in Node needs absolute URLs).
process.env.API_BASE_URL = 'http://localhost';
process.env.MOCK_API = 'false';
