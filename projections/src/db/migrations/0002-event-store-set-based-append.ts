// The event store's es_append made set-based (see @app/event-store/schema-set-based-append).
export { up } from "@app/event-store/schema-set-based-append";
