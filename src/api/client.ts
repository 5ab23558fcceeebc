/** One GraphQL client for the app; errors carry the server's message. */
import { GraphQLClient } from "graphql-request";

export const graphql = new GraphQLClient(new URL("/graphql", window.location.origin).toString());
