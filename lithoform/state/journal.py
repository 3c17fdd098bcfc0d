"""What changed in a game state since an observer last looked (issue 14: the learning environments' encoder
re-reads the visible zones at every decision; told what changed, it rebuilds only those views).

The state's containers that are written in place are journaled; the rest is replaced when it changes, so an
observer finds those changes by identity without any journal:
- object records (`GameState.objects`, a dict written in place): every write goes through `set_obj`,
  `put_obj` or `del_obj` (tests/env checks that no module writes the dict directly), which add the id here;
- computed characteristics (`GameState.chars`, a cache cleared when counters, continuous effects or zones
  change, 613): `chars` counts the clearings, a generation; a change of characteristics can change the views
  of objects whose records were not written;
- `epoch` counts the times the whole state was replaced under the observer (`restore`, a rewind, 733; a
  restarted game, 727): everything may have changed.
Zones (tuples of ids), players (a tuple of records), the stack, the turn and step, combat and the pending
decision are immutable values replaced on change: the observer compares them by identity.

A state has no journal until an observer attaches one (`GameState.journal`), so the engine alone pays a
single `is None` test per write; a clone has none (clones are for search, and observers follow one state).
"""

from __future__ import annotations

from typing import Any


class Journal:
    """The ids of the records written since the reader last took them, the characteristics generation and
    the epoch. `reader` holds the observer's own data (what it made from the state last time)."""

    __slots__ = ("written", "chars", "epoch", "reader")

    def __init__(self) -> None:
        self.written: set[int] = set()
        self.chars = 0
        self.epoch = 0
        self.reader: Any = None

    def take(self) -> set[int]:
        """The ids written since the last call (the reader's cursor moves to now)."""
        written = self.written
        if written:
            self.written = set()
        return written

    def everything(self) -> None:
        """The whole state was replaced: a reader starts over."""
        self.epoch += 1
        self.chars += 1
        self.written = set()
