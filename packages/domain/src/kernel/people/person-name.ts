/** A person as the product names him in a sentence, a list or an e-mail: first name, then name. */
export function personName(person: { firstname: string; name: string }): string {
  return `${person.firstname} ${person.name}`;
}
