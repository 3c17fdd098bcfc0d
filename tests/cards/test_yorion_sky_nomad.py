"""Yorion, Sky Nomad: "When Yorion enters the battlefield, exile any number of other nonland permanents you own
and control. Return those cards to the battlefield at the beginning of the next end step." (701.13a, 608.2d;
400.7 and 603.7c for the return). The family 'exile any number of [permanents]' is mechanics/exile_any_number;
'you own and control' is one description suffix (108.3, 108.4). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, cast, counters, pass_both, pass_until, resolve_stack, use_compiled, zone_names

YORION = "Yorion, Sky Nomad"
use_compiled(YORION, "Mind Control")


def _on(game, name: str) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == name]


def _yorion(mine: list, theirs: list | None = None, *, steal: bool = False):
    """Yorion cast and resolved (its trigger waiting for the choice); with `steal`, P1 first takes P2's Hill
    Giant with Mind Control."""
    game = board({"hand": [YORION, "Mind Control"], "battlefield": [{"card": "Plains", "count": 5},
                                                                    {"card": "Island", "count": 5}, *mine]},
                 {"battlefield": theirs or []})
    if steal:
        cast(game, "Mind Control", game.find("Hill Giant"))
        pass_both(game)
    cast(game, YORION)
    pass_both(game)  # Yorion resolves; its trigger goes on the stack
    pass_both(game)  # the trigger resolves up to the choice (608.2d)
    return game


def test_ruling_you_choose_as_it_resolves_only_nonland_permanents_you_own_and_control() -> None:
    """Rulings: "You choose which permanents to exile as Yorion's triggered ability resolves." and "You can't
    exile permanents you control but don't own, or permanents that you own but don't control." P1 controls the
    stolen Hill Giant (owned by P2): not offered; nor are lands, Yorion itself ('other') or P2's permanents."""
    game = _yorion(["Grizzly Bears"], ["Hill Giant", "Savannah Lions"], steal=True)
    assert game.pending.kind == "choose" and game.pending.min == 0
    giant = game.find("Hill Giant")
    assert game.state.objects[giant].controller == 0  # Mind Control resolved: P1 controls it, P2 owns it
    offered = {game.state.objects[o].card for o in game.pending.options}
    assert offered == {"Grizzly Bears", "Mind Control"}


def test_ruling_exiled_permanents_return_at_the_next_end_step_as_new_objects() -> None:
    """Ruling: "Auras attached to the exiled permanents will be put into their owners' graveyards. ... Any
    counters on the exiled permanents will cease to exist. Once the exiled permanents return, they're considered
    new objects with no relation to the objects that they were." The Bears (with a +1/+1 counter) leave, and
    come back at the beginning of the end step without it."""
    game = _yorion([{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}, "Savannah Lions"])
    bears, lions = game.find("Grizzly Bears"), game.find("Savannah Lions")
    game.apply(f"choose {bears} {lions}")
    assert {"Grizzly Bears", "Savannah Lions"} <= set(zone_names(game, "exile", 0))
    pass_until(game, "end")
    resolve_stack(game)
    back = _on(game, "Grizzly Bears")
    assert len(back) == 1 and back[0] != bears and counters(game, back[0]) == 0
    assert game.state.objects[back[0]].controller == 0 and len(_on(game, "Savannah Lions")) == 1


def test_ruling_a_token_exiled_this_way_doesnt_return() -> None:
    """Ruling: "If a token is exiled this way, it will cease to exist and won't return to the battlefield.\""""
    game = _yorion([{"card": "Grizzly Bears", "token": True}])
    game.apply(f"choose {game.find('Grizzly Bears')}")
    pass_until(game, "end")
    resolve_stack(game)
    assert not _on(game, "Grizzly Bears")


def test_exiling_none_is_allowed() -> None:
    """608.2d: any number includes zero: nothing leaves, and nothing returns."""
    game = _yorion(["Grizzly Bears"])
    game.apply("choose")
    assert len(_on(game, "Grizzly Bears")) == 1 and len(_on(game, YORION)) == 1
