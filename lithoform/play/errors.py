"""The errors `Game.apply` raises (re-exported by lithoform.play.game and lithoform), and the encoder's
(play/env/encoding.py, which imports it back). They live apart from game.py and encoding.py so that the
compiled build (scripts/build_fast.py) can compile those: mypyc can't compile a subclass of RuntimeError."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that is not legal now. The game is left exactly as it was."""


class EngineError(RuntimeError):
    """An internal error while performing a legal action; the game was restored to before the action."""


class EncodingError(RuntimeError):
    """More legal actions than the action space has room for (never seen in practice: a choice among more words
    than it holds is cut instead, encoding.index_actions; the README says how large each region is)."""
