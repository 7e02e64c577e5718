/**
 * A write the database's rules refused (posting policies, report limits): `rule` is the rule's name,
 * `message` says what to do. Raised by the stores (src/server/store/acting.ts), answered by the handlers.
 */
export class PolicyRefusal extends Error {
  constructor(
    message: string,
    readonly rule: string,
  ) {
    super(message);
    this.name = 'PolicyRefusal';
  }
}
