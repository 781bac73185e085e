import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '#contract/auth.ts';

/** The sign-in form's check: the contract's schema. Loaded on first use (login-screen.tsx). */
export const loginResolver = zodResolver(loginBody);
