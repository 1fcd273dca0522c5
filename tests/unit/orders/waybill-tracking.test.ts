import fixture from "./fixtures/rajaongkir-v2-waybill.json";
import { toWaybill } from "@/lib/server/courier/providers/rajaongkir/tracking";
import { waybillDataSchema } from "@/lib/server/courier/providers/rajaongkir/wire";
import { waybillDateTime, waybillToTracking } from "@/lib/server/courier/waybill-tracking";
import type { Waybill } from "@/lib/server/courier";

describe("RajaOngkir waybill → the tracking modal's last_status and track_history", () => {
  it("maps a delivered JNE waybill: proof of delivery as the last status, the manifest newest first", () => {
    const waybill = toWaybill(waybillDataSchema.parse(fixture.data));
    expect(waybillToTracking(waybill)).toEqual({
      last_status: { status: "DELIVERED", date_time: "2024-10-09 11:05:00", receiver_name: "IBU SARI" },
      track_history: [
        {
          date_time: "2024-10-09 11:05:00",
          status: "Delivered to IBU SARI",
          city: "BANDUNG",
          receiver_name: "SARI DEWI",
        },
        {
          date_time: "2024-10-08 19:45:00",
          status: "Received On Destination",
          city: "BANDUNG",
          receiver_name: "SARI DEWI",
        },
        { date_time: "2024-10-08 02:10:00", status: "On Transit", city: "JAKARTA", receiver_name: "SARI DEWI" },
        { date_time: "2024-10-07 14:21:00", status: "Manifested", city: "JAKARTA", receiver_name: "SARI DEWI" },
      ],
    });
  });

  it("a waybill on the way takes its last status time from the newest manifest entry, whatever order the courier sent", () => {
    const waybill: Waybill = {
      summary: {
        courier_code: "jne",
        waybill_number: "X1",
        service_code: "YES",
        waybill_date: "2024-10-07",
        receiver_name: "",
        status: "ON PROCESS",
      },
      delivery_status: { status: "ON PROCESS", pod_receiver: "", pod_date: "", pod_time: "" },
      manifest: [
        { manifest_description: "B", manifest_date: "2024-10-08", manifest_time: "08:00", city_name: "" },
        { manifest_description: "A", manifest_date: "2024-10-07", manifest_time: "9:30", city_name: "JAKARTA" },
      ],
    };
    expect(waybillToTracking(waybill)).toEqual({
      last_status: { status: "ON PROCESS", date_time: "2024-10-08 08:00:00", receiver_name: null },
      track_history: [
        { date_time: "2024-10-08 08:00:00", status: "B", city: null, receiver_name: null },
        { date_time: "2024-10-07 09:30:00", status: "A", city: "JAKARTA", receiver_name: null },
      ],
    });
  });

  it("an empty waybill has no last status and no history", () => {
    const empty: Waybill = {
      summary: {
        courier_code: "",
        waybill_number: "",
        service_code: "",
        waybill_date: "",
        receiver_name: "",
        status: "",
      },
      delivery_status: { status: "", pod_receiver: "", pod_date: "", pod_time: "" },
      manifest: [],
    };
    expect(waybillToTracking(empty)).toEqual({ last_status: null, track_history: [] });
  });

  it("joins dates and times into 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(waybillDateTime("2024-10-09", "11:05")).toBe("2024-10-09 11:05:00");
    expect(waybillDateTime("2024-10-09", "11:05:30")).toBe("2024-10-09 11:05:30");
    expect(waybillDateTime("2024-10-09", "")).toBe("2024-10-09 00:00:00");
    expect(waybillDateTime("", "11:05")).toBe("");
  });
});
