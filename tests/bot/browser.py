"""A real browser for the live page's tests and screenshots: Debian's headless Chromium driven
through its ChromeDriver (Selenium's WebDriver client), and an event loop in a thread of its
own for the server and the service, since the WebDriver calls block.

./scripts/test installs Chromium and ChromeDriver when they are missing; a machine without
them fails the browser tests with a message saying how to install them, never skips them."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from selenium import webdriver
from selenium.webdriver.chrome.service import Service as DriverService
from selenium.webdriver.chrome.webdriver import WebDriver

from engines.core.drawing import font_files

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-dev-shm-usage", "--hide-scrollbars",
         "--force-device-scale-factor=1")
"""Headless, and nothing reaching out on its own: the machine's network is closed, and a
browser that tries (updates, sync, field trials) has its connections refused."""
INSTALL = "apt-get install chromium chromium-driver"

T = TypeVar("T")


class BrowserMissing(RuntimeError):
    """Chromium or its ChromeDriver is not installed."""


def _fonts_conf(folder: Path) -> Path:
    """A fontconfig file adding the fonts the board pictures use (DejaVu Sans, IPAex Gothic)
    to the machine's: Japanese pages render with a font even where the system has no CJK
    one."""
    dirs = sorted({str(path.parent) for path in font_files().values()})
    conf = folder / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'
        + "".join(f"<dir>{d}</dir>" for d in dirs)
        + f"<cachedir>{folder / 'font-cache'}</cachedir></fontconfig>")
    return conf


class Browser:
    """One headless Chromium with a fresh profile of its own, removed at ``quit``."""

    def __init__(self, width: int = 1180, height: int = 820) -> None:
        for path in (CHROMIUM, CHROMEDRIVER):
            if not path.is_file():
                raise BrowserMissing(f"{path} is missing: the browser tests need Debian's "
                                     f"Chromium and ChromeDriver ({INSTALL}; ./scripts/test "
                                     "installs them)")
        self.folder = Path(tempfile.mkdtemp(prefix="soloist-chromium-"))
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.folder / 'profile'}")
        options.add_argument(f"--window-size={width},{height}")
        service = DriverService(str(CHROMEDRIVER),
                                env={**os.environ,
                                     "FONTCONFIG_FILE": str(_fonts_conf(self.folder))})
        try:
            self.driver: WebDriver = webdriver.Chrome(options=options, service=service)
        except Exception:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def size(self, width: int, height: int) -> None:
        """The page's viewport at ``width`` x ``height`` CSS pixels (a phone, a tablet)."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def quit(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


class LoopThread:
    """An asyncio event loop running in a thread of its own: the web server answers the
    browser there while the test waits on a WebDriver call."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="soloist-web",
                                        daemon=True)
        self._thread.start()

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
        """``coroutine``'s result, run on the loop."""
        done: Future[T] = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        return done.result(timeout)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join()
        self.loop.close()
