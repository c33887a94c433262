/** Bad input, refused before any call to the service (exit code 2). */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
