import dns2 from 'dns2';

const { Packet } = dns2;

export type ZoneRecord =
  | { type: 'TXT'; value: string | string[] }
  | { type: 'CNAME' | 'A' | 'AAAA'; value: string };

/**
 * A real DNS server (dns2, UDP on a free loopback port) answering from a zone the test edits as
 * it goes: `set(name, records)`, `remove(name)`. Names it does not know get NXDOMAIN; a known name
 * without the asked type gets an empty answer (NODATA); a CNAME is followed within the zone, as
 * an authoritative server does.
 */
export async function startDnsZone() {
  const zone = new Map<string, ZoneRecord[]>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const typeCode = { TXT: Packet.TYPE.TXT, CNAME: Packet.TYPE.CNAME, A: Packet.TYPE.A, AAAA: Packet.TYPE.AAAA } as const;
  let queries = 0;

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      queries += 1;
      const response = Packet.createResponseFromRequest(request);
      // dns2's Resource type asks for methods the encoder does not need; plain records are what it writes.
      const answers = response.answers as unknown as Array<Record<string, unknown>>;
      const [question] = request.questions;
      if (!question) return void send(response);
      let name = key(question.name);
      if (!zone.has(name)) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        return void send(response);
      }
      for (let hops = 0; hops < 8; hops += 1) {
        const records = zone.get(name) ?? [];
        const wanted = records.filter((record) => typeCode[record.type] === question.type);
        const alias = records.find((record) => record.type === 'CNAME');
        const base = { name, class: Packet.CLASS.IN, ttl: 1 };
        if (wanted.length > 0 || !alias) {
          for (const record of wanted) {
            if (record.type === 'TXT') answers.push({ ...base, type: Packet.TYPE.TXT, data: record.value });
            else if (record.type === 'CNAME') answers.push({ ...base, type: Packet.TYPE.CNAME, domain: record.value });
            else answers.push({ ...base, type: typeCode[record.type], address: record.value });
          }
          break;
        }
        answers.push({ ...base, type: Packet.TYPE.CNAME, domain: alias.value });
        name = key(alias.value as string);
        if (!zone.has(name)) break;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = addresses.udp!.port;
  return {
    /** `127.0.0.1:{port}`, for DNS_SERVERS. */
    server: `127.0.0.1:${port}`,
    port,
    get queries() {
      return queries;
    },
    set(name: string, records: ZoneRecord[]) {
      zone.set(key(name), records);
    },
    remove(name: string) {
      zone.delete(key(name));
    },
    close: () => server.close(),
  };
}

export type DnsZone = Awaited<ReturnType<typeof startDnsZone>>;
