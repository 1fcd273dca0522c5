/**
 * @jest-environment jsdom
 */
import { act, useEffect } from "react";
import { useAddresses } from "@/lib/api/addresses";
import type { UserAddress } from "@/lib/domain/account/contract";
import { FAILED, flushPromises, holdFetch, type HeldRequest } from "../../support/held-fetch";
import { probeRoot } from "../../support/swr-cache";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { show, shown } = probeRoot();

let asked: HeldRequest[] = [];
const address = (label: string) => ({ id: label.length, label }) as unknown as UserAddress;
let reload: () => Promise<UserAddress[] | null>;

function Probe({ initial, quiet }: { initial?: UserAddress[]; quiet?: boolean }) {
  const read = useAddresses({ initial, quiet });
  useEffect(() => {
    reload = read.reload;
  });
  const labels = read.addresses?.map((a) => a.label).join(",") ?? "none";
  return <p>{`${labels}${read.failed ? "|failed" : ""}`}</p>;
}

const answer = async (index: number, status: number, labels: string[] = []) =>
  act(async () => {
    asked[index]!.answer(status, status < 400 ? { data: { user_addresses: labels.map(address) } } : FAILED);
    await flushPromises();
  });

beforeEach(() => {
  asked = holdFetch();
});

test("the page's own list spares the first read; a reload after a change reads and shows the new list", async () => {
  show(<Probe initial={[address("Home")]} />);
  expect(shown()).toBe("Home");
  expect(asked).toHaveLength(0);
  let answeredList: UserAddress[] | null = null;
  await act(async () => {
    void reload().then((list) => {
      answeredList = list;
    });
    await flushPromises();
  });
  expect(asked[0]!.url).toMatch(/\/user\/address$/);
  await answer(0, 200, ["Home", "Office"]);
  expect(shown()).toBe("Home,Office");
  expect(answeredList).toHaveLength(2);
});

test("without a list from the page, it reads once mounted", async () => {
  show(<Probe />);
  expect(shown()).toBe("none");
  expect(asked).toHaveLength(1);
  await answer(0, 200, ["Home"]);
  expect(shown()).toBe("Home");
});

test("a read answered after a newer one does not replace the newer list", async () => {
  show(<Probe initial={[address("Home")]} />);
  await act(async () => {
    void reload();
    void reload();
    await flushPromises();
  });
  expect(asked).toHaveLength(2);
  await answer(1, 200, ["Home", "Office", "Shop"]);
  await answer(0, 200, ["Home"]);
  expect(shown()).toBe("Home,Office,Shop");
});

test("a failed read keeps the list shown and says it failed, for a caller that tells the shopper itself", async () => {
  show(<Probe initial={[address("Home")]} quiet />);
  await act(async () => {
    void reload();
    await flushPromises();
  });
  await answer(0, 503);
  expect(shown()).toBe("Home|failed");
});

test("the address book and the checkout's picker share one read: a change saved in one is the other's list", async () => {
  show(
    <>
      <Probe initial={[address("Home")]} />
      <Probe quiet />
    </>,
  );
  expect(asked).toHaveLength(1);
  await answer(0, 200, ["Home"]);
  expect(shown()).toBe("HomeHome");
  await act(async () => {
    void reload();
    await flushPromises();
  });
  expect(asked).toHaveLength(2);
  await answer(1, 200, ["Home", "Office"]);
  expect(shown()).toBe("Home,OfficeHome,Office");
});
