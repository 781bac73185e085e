// Placeholder until the domain schema lands: every domain file is re-exported from here.
export {};
