"""Charming Prince: "When Charming Prince enters the battlefield, choose one — • Scry 2. • You gain 3 life.
• Exile another target creature you own. Return it to the battlefield under your control at the beginning of the
next end step." The third mode's target requirement 'you own' (108.3) is a description read only after 'target'
(compiler/effects.lark owned_desc); the return is a delayed trigger (603.7c; 400.7). Rulings quoted from the card
database."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, resolve_stack, use_compiled, zone_names

PRINCE = "Charming Prince"
use_compiled(PRINCE, "Mind Control")


def _on(game, name: str) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == name]


def _third_mode(mine: list, theirs: list, *, lands: int = 2, steal: str = ""):
    game = board({"hand": [PRINCE, "Mind Control"], "battlefield": [{"card": "Plains", "count": 2 if not steal else 6},
                                                                    {"card": "Island", "count": lands}, *mine]},
                 {"battlefield": theirs})
    if steal:
        cast(game, "Mind Control", game.find(steal))
        pass_both(game)
    cast(game, PRINCE)
    pass_both(game)
    game.apply("mode 3")
    return game


def _targets(game) -> set[str]:
    return {game.state.objects[int(a.args[0])].card for a in game.legal_actions() if a.kind == "target"}


def test_ruling_the_third_mode_can_target_a_creature_you_own_that_another_player_controls() -> None:
    """Ruling: "Charming Prince's third mode can target any creature you own, including those another player
    controls." Here P1 owns the Bears (on P1's side), and P2's own Hill Giant isn't a legal target even while P1
    controls it with Mind Control; Charming Prince itself isn't ('another')."""
    game = _third_mode(["Grizzly Bears"], ["Hill Giant"], lands=7, steal="Hill Giant")
    assert _targets(game) == {"Grizzly Bears"}


def test_ruling_the_exiled_creature_returns_under_your_control_as_a_new_object() -> None:
    """Ruling: "Any counters on the exiled creature will cease to exist. Once the exiled creature returns, it's
    considered a new object with no relation to the object that it was." The Bears come back at the beginning of
    the next end step without their counter."""
    game = _third_mode([{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], [])
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "exile", 0)
    pass_until(game, "end")
    resolve_stack(game)
    back = _on(game, "Grizzly Bears")
    assert len(back) == 1 and back[0] != bears and game.state.objects[back[0]].controller == 0
    assert not game.state.objects[back[0]].counters


def test_ruling_a_token_exiled_this_way_doesnt_return() -> None:
    """Ruling: "If a token is exiled this way, it will cease to exist and won't return to the battlefield.\""""
    game = _third_mode([{"card": "Grizzly Bears", "token": True}], [])
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    pass_until(game, "end")
    resolve_stack(game)
    assert not _on(game, "Grizzly Bears")
