"""Checking where `--save` will write, before any game is played: a bad path is a one-line error up front,
not a traceback after an hour of simulation."""

from __future__ import annotations

import os
from pathlib import Path


class SavePathError(ValueError):
    """`--save` names a place lithoform can't or won't write to."""


def _writable_dir(folder: Path, what: str, option: str = "--save") -> None:
    if folder.exists() and not folder.is_dir():
        raise SavePathError(f"{option} {what}: {str(folder)!r} is a file, not a folder")
    if not folder.is_dir():
        raise SavePathError(f"{option} {what}: the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise SavePathError(f"{option} {what}: the folder {str(folder)!r} is not writable")


def check_output_file(path: str, option: str) -> Path:
    """A report a command writes at its end (`--csv`, `--html`): replaced if it exists, but not a folder, and
    in a writable folder, checked before any game is played."""
    p = Path(path)
    if p.is_dir():
        raise SavePathError(f"{option} {path}: is a folder; give a file name")
    _writable_dir(p.parent if str(p.parent) else Path("."), path, option)
    return p


def check_save_file(path: str) -> Path:
    """A new file in a writable folder: an existing file is never overwritten."""
    p = Path(path)
    if p.is_dir():
        raise SavePathError(f"--save {path}: is a folder; give a file name")
    if p.exists() or p.is_symlink():
        raise SavePathError(f"--save {path}: the file exists; lithoform does not overwrite it "
                            f"(remove it or choose another name)")
    _writable_dir(p.parent if str(p.parent) else Path("."), path)
    return p


def check_save_dir(path: str) -> Path:
    """A folder for game records: new (made now), or existing, writable, and holding no records yet."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise SavePathError(f"--save {path}: is a file, not a folder")
    if p.is_dir():
        _writable_dir(p, path)
        if any(p.glob("game-*.json")):
            raise SavePathError(f"--save {path}: the folder already holds game records; lithoform does not "
                                f"overwrite them (empty it or choose another folder)")
        return p
    parent = p.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    _writable_dir(parent, path)
    try:
        p.mkdir(parents=True)
    except OSError as e:
        raise SavePathError(f"--save {path}: can't make the folder: {e.strerror or e}") from None
    return p
