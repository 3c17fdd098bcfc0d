"""Flickerwisp ({1}{W}{W} 3/1 flying): "When Flickerwisp enters the battlefield, exile another target permanent.
Return that card to the battlefield under its owner's control at the beginning of the next end step." Its
rulings, quoted from the card database (400.7: 'that card' is the card in exile; 603.7c: the delayed
triggered ability refers to it)."""

from __future__ import annotations

from support import board, cast, counters, pass_both, pass_until, resolve_stack, use_compiled, zone_names

WISP = "Flickerwisp"
use_compiled(WISP)


def _wisp(opponent: list, mine: list | None = None):
    game = board({"hand": [WISP, "Lightning Bolt"], "battlefield": ["Plains"] * 3 + ["Mountain"] + (mine or [])},
                 {"battlefield": opponent})
    cast(game, WISP)
    pass_both(game)
    return game


def test_ruling_returns_even_if_flickerwisp_is_gone_as_a_new_object() -> None:
    """Rulings: "The exiled card will return to the battlefield at the beginning of the end step even if
    Flickerwisp is no longer on the battlefield." and "Any counters on the exiled permanent will cease to
    exist. Once the exiled permanent returns, it's considered a new object with no relation to the object that
    it was." P2's creature with a +1/+1 counter comes back at the end step without it, under P2's control."""
    game = _wisp([{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}])
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "exile", 1)
    cast(game, "Lightning Bolt", game.find(WISP))
    resolve_stack(game)
    assert WISP in zone_names(game, "graveyard", 0)
    pass_until(game, "end")
    resolve_stack(game)
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].zone == "battlefield" and game.state.objects[bears].controller == 1
    assert counters(game, bears) == 0


def test_ruling_a_token_exiled_this_way_doesnt_return() -> None:
    """Ruling: "If a token is exiled this way, it will cease to exist and won't return to the battlefield.\""""
    game = _wisp([{"card": "Grizzly Bears", "token": True}])
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    pass_until(game, "end")
    resolve_stack(game)
    assert "Grizzly Bears" not in zone_names(game, "battlefield", 1)
