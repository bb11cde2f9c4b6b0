"""Drives one long-lived LibreOffice (soffice --accept=pipe,...) through UNO for WarmOffice.

Run by services/kit/src/office/warm-office.ts with Debian's python3 (python3-uno). One request
per line on stdin, JSON; answers are JSON lines on stdout, each naming the request's id:

  {"id": 1, "op": "warm"}
      -> {"id": 1, "event": "done"}
  {"id": 2, "op": "render", "input": "/w/deck.pptx", "pngDir": "/w/png", "widthPx": 1280,
   "pages": [1, 2] | null, "pdf": "/w/deck.pdf" | null}
      -> {"id": 2, "event": "loaded", "pages": 23}
      -> {"id": 2, "event": "page", "page": 1, "path": "/w/png/slide-1.png"}   (one per page)
      -> {"id": 2, "event": "pdf", "path": "/w/deck.pdf"}
      -> {"id": 2, "event": "done"}
  {"id": 3, "op": "render", ..., "keep": true}
      -> as above, and the deck stays loaded: the next request for the same input draws at once
  {"id": 4, "op": "release"}
      -> {"id": 4, "event": "done"}   (closes a deck a request kept)
  any failure of a request -> {"id": n, "event": "error", "message": "..."}

Slides are drawn straight to PNG by LibreOffice's graphic export (no PDF and no poppler in
between: about a quarter of the work per slide, see docs/benchmarks.md); the PDF, the slower
part, comes after every slide image. The office process is the caller's to start and stop; when
the connection to it is lost this script exits, and the caller starts both again. Arguments: the
UNO pipe's name and the caller's pid; the script dies with the caller, even while it connects.
"""

import ctypes
import json
import os
import signal
import sys
import time

import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException
from com.sun.star.lang import DisposedException

CONNECT_SECONDS = 60


PR_SET_PDEATHSIG = 1


def die_with(caller):
    """SIGKILL when the caller ends, however it ends (Linux's parent-death signal, prctl(2))."""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != caller:  # it ended before the signal was asked for
        os._exit(0)


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def props(**values):
    return tuple(prop(name, value) for name, value in values.items())


def say(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def connect(pipe):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local
    )
    deadline = time.monotonic() + CONNECT_SECONDS
    while True:
        try:
            return resolver.resolve(f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext")
        except NoConnectException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


class Office:
    def __init__(self, context):
        self.context = context
        self.desktop = context.ServiceManager.createInstanceWithContext(
            "com.sun.star.frame.Desktop", context
        )
        # (path, document) of the deck a "keep" request left loaded: offices that share a deck
        # draw it one page per request, and loading it again each time would cost more than a page.
        self.kept = None

    def load(self, url):
        document = self.desktop.loadComponentFromURL(
            url, "_blank", 0, props(Hidden=True, ReadOnly=True)
        )
        if document is None:
            raise RuntimeError("LibreOffice could not open the file")
        return document

    def slide_png(self, page, path, width_px):
        # The page's own proportions (1/100 mm), so 4:3 and 16:9 decks keep their shape.
        height_px = max(1, round(width_px * page.Height / max(1, page.Width)))
        export = self.context.ServiceManager.createInstanceWithContext(
            "com.sun.star.drawing.GraphicExportFilter", self.context
        )
        export.setSourceDocument(page)
        filter_data = uno.Any(
            "[]com.sun.star.beans.PropertyValue",
            props(PixelWidth=width_px, PixelHeight=height_px),
        )
        export.filter(
            props(
                URL=uno.systemPathToFileUrl(path), MediaType="image/png", FilterData=filter_data
            )
        )

    def warm(self, request):
        # Loads Impress and the graphic export once, before the first deck needs them.
        document = self.load("private:factory/simpress")
        try:
            path = os.path.join(request.get("dir") or "/tmp", f"warm-{os.getpid()}.png")
            self.slide_png(document.DrawPages.getByIndex(0), path, 64)
            os.remove(path)
        finally:
            document.close(True)

    def release(self, _request=None):
        if self.kept:
            _, document = self.kept
            self.kept = None
            document.close(True)

    def open_deck(self, path):
        if self.kept and self.kept[0] == path:
            return self.kept[1]
        self.release()
        document = self.load(uno.systemPathToFileUrl(path))
        self.kept = (path, document)
        return document

    def render(self, request):
        rid = request["id"]
        document = self.open_deck(request["input"])
        keep = False
        try:
            pages = document.DrawPages
            say({"id": rid, "event": "loaded", "pages": pages.Count})
            wanted = request.get("pages")
            if wanted is None:
                wanted = range(1, pages.Count + 1)
            png_dir = request.get("pngDir")
            if png_dir:
                os.makedirs(png_dir, exist_ok=True)
                for number in wanted:
                    if not 1 <= number <= pages.Count:
                        continue
                    path = os.path.join(png_dir, f"slide-{number}.png")
                    self.slide_png(pages.getByIndex(number - 1), path, int(request["widthPx"]))
                    say({"id": rid, "event": "page", "page": number, "path": path})
            if request.get("pdf"):
                document.storeToURL(
                    uno.systemPathToFileUrl(request["pdf"]),
                    props(FilterName="impress_pdf_Export"),
                )
                say({"id": rid, "event": "pdf", "path": request["pdf"]})
            keep = bool(request.get("keep"))
        finally:
            if not keep:
                self.release()


def main():
    die_with(int(sys.argv[2]))
    office = Office(connect(sys.argv[1]))
    say({"event": "ready"})
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        operations = {"warm": office.warm, "render": office.render, "release": office.release}
        try:
            operations[request["op"]](request)
            say({"id": request["id"], "event": "done"})
        except DisposedException:
            # The office is gone: nothing more can be done on this connection.
            say({"id": request["id"], "event": "error", "message": "LibreOffice stopped"})
            break
        except Exception as error:  # noqa: BLE001 - every failure is answered, never fatal
            say({"id": request["id"], "event": "error", "message": str(error) or repr(error)})
    else:
        # stdin closed: the caller is gone (even killed), so the office it started goes too.
        try:
            office.desktop.terminate()
        except Exception:  # noqa: BLE001 - it may be gone already
            pass


if __name__ == "__main__":
    try:
        main()
    finally:
        sys.stdout.flush()
        # The UNO bridge's teardown can crash the interpreter at exit: leave at once.
        os._exit(0)
