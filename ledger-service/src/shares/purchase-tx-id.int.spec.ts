import { decimalCommaMessage, TX_ID_ALREADY_USED } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";

const { app, admin } = useTestApp({}, { admin: { fullName: "Ada Admin" } });

const bscTx = `0x${"3f".repeat(32)}`;
const buy = async (token: string, body: Record<string, unknown>) =>
  app.api("POST", "/api/shares", { token, body: { numberOfShares: 1.5, proof: await app.uploadProof(token), ...body } });
const mine = async (token: string) =>
  (await app.api("GET", "/api/shares/mine", { token })).body.purchases as Array<Record<string, unknown>>;

describe("a purchase's transaction id", () => {
  it("when an investor gives a BEP20 transaction id, then the investor's and the admin's lists return it", async () => {
    const user = await app.createUser({ fullName: "Tunde Tx" });
    const res = await buy(user.token, { paymentMethod: "USDT BEP20 (BSC)", txId: ` ${bscTx} ` });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ txId: bscTx, amount: 150, numberOfShares: 1.5 });
    expect(await mine(user.token)).toMatchObject([{ _id: res.body.purchase._id, txId: bscTx }]);
    const all = await app.api("GET", "/api/shares/all?page=1", { token: admin.token });
    expect(all.body.purchases.find((p: { _id: string }) => p._id === res.body.purchase._id)).toMatchObject({ txId: bscTx, amount: 150 });
  });

  it("when no transaction id is given, then the purchase is stored with txId null", async () => {
    const user = await app.createUser();
    const res = await buy(user.token, { paymentMethod: "TRC20" });
    expect(res.status).toBe(201);
    expect(res.body.purchase.txId).toBeNull();
  });

  it("when a TRC20 purchase carries a BEP20-shaped id, then 400 naming TRC20 and nothing is stored", async () => {
    const user = await app.createUser();
    const res = await buy(user.token, { paymentMethod: "TRC20", txId: bscTx });
    expect(res).toMatchObject({
      status: 400,
      body: { message: "This is not a USDT on TRC20 (TRON) transaction id: it should be 64 hex characters." },
    });
    expect(await mine(user.token)).toEqual([]);
  });

  it("when '1,5' shares are asked, then 400 'Use a dot for decimals: 1.5' and nothing is stored (never 15 shares)", async () => {
    const user = await app.createUser();
    const res = await buy(user.token, { paymentMethod: "APTOS", numberOfShares: "1,5" });
    expect(res).toMatchObject({ status: 400, body: { message: decimalCommaMessage("1.5") } });
    expect(await mine(user.token)).toEqual([]);
  });

  it("when two purchases race with one transaction id, then one is created and the other is refused 409 with nothing stored", async () => {
    const [a, b] = [await app.createUser(), await app.createUser()];
    const tx = `0x${"4b".repeat(32)}`;
    const [proofA, proofB] = [await app.uploadProof(a.token), await app.uploadProof(b.token)];
    const before = await app.eventCount();
    const results = await Promise.all(
      [
        [a, proofA],
        [b, proofB],
      ].map(([user, proof]) =>
        app.api("POST", "/api/shares", {
          token: (user as { token: string }).token,
          body: { numberOfShares: 1, paymentMethod: "USDT BEP20 (BSC)", txId: tx, proof },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ message: TX_ID_ALREADY_USED });
    const created = [...(await mine(a.token)), ...(await mine(b.token))];
    expect(created).toHaveLength(1);
    // One purchase requested and its claim: the refused request appended nothing.
    const events = (await app.ctx.store.readStream(`chain-tx-${tx.slice(2)}`)).map((e) => e.data);
    expect(events).toMatchObject([{ use: "purchase", target: created[0]?._id, network: "BEP20" }]);
    expect((await app.eventCount()) - before).toBe(2);
  });

  it("when the same id comes back in capitals on another purchase, then it is refused 409 (one id, one payment)", async () => {
    const tx = `0x${"6c".repeat(32)}`;
    const first = await buy((await app.createUser()).token, { paymentMethod: "USDT BEP20 (BSC)", txId: tx });
    expect(first.status).toBe(201);
    const again = await buy((await app.createUser()).token, {
      paymentMethod: "USDT BEP20 (BSC)",
      txId: tx.toUpperCase().replace("0X", "0x"),
    });
    expect(again).toMatchObject({ status: 409, body: { message: TX_ID_ALREADY_USED } });
  });
});
