"""Plain-text PDFs written by hand (catalog, pages, Helvetica, one content stream per page),
for the team-document tests and bench/knowledge_speed.py. No PDF library needed to write them;
pypdf reads them back like any text PDF."""

from __future__ import annotations

from pathlib import Path


def _escape(line: str) -> str:
    return line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(path: Path, pages: list[list[str]], title: str | None = None) -> Path:
    """Write `pages` (lines of ASCII text each) as a PDF at `path`."""
    objects: list[bytes] = []
    n_pages = len(pages)
    first_page = 4
    kids = " ".join(f"{first_page + 2 * i} 0 R" for i in range(n_pages))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {n_pages} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i, lines in enumerate(pages):
        body = "BT /F1 10 Tf 14 TL 40 800 Td " + " ".join(f"({_escape(ln)}) Tj T*" for ln in lines) + " ET"
        stream = body.encode("latin-1")
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
            f"/Contents {first_page + 2 * i + 1} 0 R >>".encode()
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    info = None
    if title:
        objects.append(f"<< /Title ({_escape(title)}) >>".encode())
        info = len(objects)
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for num, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{num} 0 obj\n".encode() + obj + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    trailer = f"<< /Size {len(objects) + 1} /Root 1 0 R" + (f" /Info {info} 0 R" if info else "") + " >>"
    out += f"trailer\n{trailer}\nstartxref\n{xref}\n%%EOF\n".encode()
    Path(path).write_bytes(bytes(out))
    return Path(path)


def encrypted_copy(src: Path, dst: Path, password: str = "secret") -> Path:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(src))
    writer.encrypt(password)
    with open(dst, "wb") as fh:
        writer.write(fh)
    return dst


def report_pages(n: int, per_page: int = 6, seed: int = 0) -> list[list[str]]:
    """`n` pages of a plausible team report, `per_page` distinct sentences each (a dense
    report page holds ~20) about GPU clusters."""
    topics = [
        "In section {p} our cluster reached {u} percent utilization in week {w} after the scheduler change.",
        "Section {p} notes the checkpoint interval was {m} minutes so a node failure loses little work.",
        "Queue time for large jobs in section {p} averaged {h} hours during the month of the review.",
        "Interconnect bandwidth limited scaling beyond {g} GPUs on the older nodes, says section {p}.",
        "Storage throughput of {s} GB per second kept the data loaders ahead of the GPUs in section {p}.",
        "The pilot in section {p} on the hosted platform cost {c} thousand yuan for the fine-tuning run.",
    ]
    pages = []
    for p in range(n):
        lines = [f"Team infrastructure report, section {p + 1}."]
        for i in range(per_page):
            k = seed + p * per_page + i
            t = topics[i % len(topics)]
            lines.append(
                t.format(
                    p=f"{p + 1}.{i + 1}",
                    u=50 + k % 40,
                    w=k % 52 + 1,
                    m=10 + k % 50,
                    h=1 + k % 9,
                    g=8 * (1 + k % 16),
                    s=1 + k % 20,
                    c=10 + k % 90,
                )
            )
        pages.append(lines)
    return pages
