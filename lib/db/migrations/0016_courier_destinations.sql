ALTER TABLE "showrooms" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "courier_destination_id" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "courier_destination_label" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "courier_destination_id" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "courier_destination_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_courier_destination_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_courier_destination_label" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD CONSTRAINT "showrooms_courier_destination_check" CHECK (("showrooms"."courier" is null) = ("showrooms"."courier_destination_id" is null));--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_courier_destination_check" CHECK (("user_addresses"."courier" is null) = ("user_addresses"."courier_destination_id" is null));