"""CR 603.2d: 'A triggered ability of a permanent you control triggers an additional time' (Panharmonicon)
applies only to abilities of permanents: not to an emblem's (114.4, 114.5: an emblem is no permanent) nor to
a card's in a graveyard (Bladewing's Thrall, scenario panharmonicon_ignores_graveyard_abilities_603_2d)."""

from __future__ import annotations

from types import SimpleNamespace

from support import board, cast, define, registering, resolve_stack

from lithoform.compiler.compiler import compile_face

_TEXT = '[−1]: You get an emblem with "Whenever a creature enters the battlefield under your control, you gain 1 life."'
_face = compile_face(SimpleNamespace(name="Test Emblem Walker", types=("Planeswalker",), subtypes=(), supertypes=(),
                                     text=_TEXT, mana_cost="{3}", colors=(), power=None, toughness=None,
                                     loyalty="5", keywords=())).face
assert _face is not None
WALKER = define(_face)
_cards = registering(WALKER)


def _emblem_board(*extra: str):  # type: ignore[no-untyped-def]
    game = board({"battlefield": [{"card": WALKER, "counters": {"loyalty": 5}}, "Forest", "Forest", *extra],
                  "hand": ["Grizzly Bears"]})
    game.apply(f"activate {game.find(WALKER)} 1")
    resolve_stack(game)
    assert len(game.zone("command", 0)) == 1
    return game


def test_603_2d_panharmonicon_doesnt_double_an_emblems_trigger():
    game = _emblem_board("Panharmonicon")
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert game.state.players[0].life == 21


def test_114_4_the_emblems_trigger_works_once_without_panharmonicon():
    game = _emblem_board()
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert game.state.players[0].life == 21
