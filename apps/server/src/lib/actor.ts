/** Who is writing, in which company, and when: what every service call that changes data needs. */
export interface Actor {
  tenantId: number;
  userId: number;
  now: Date;
}
