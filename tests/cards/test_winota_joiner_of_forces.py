"""Winota, Joiner of Forces, compiled from its Oracle text and played: a Human card from the top six put onto the
battlefield tapped and attacking (508.4), indestructible until end of turn (400.7j), the rest on the bottom in a
random order (401.4).

Oracle text: Whenever a non-Human creature you control attacks, look at the top six cards of your library. You
may put a Human creature card from among them onto the battlefield tapped and attacking. It gains indestructible
until end of turn. Put the rest of the cards on the bottom of your library in a random order."""

from __future__ import annotations

from support import attack, board, events, order_if_asked, to_attackers

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

WINOTA = "Winota, Joiner of Forces"
LIBRARY = ["Island", "Elite Vanguard", "Island", "Island", "Island", "Island", "Forest", "Forest"]


def _attack_with_bears() -> object:
    game = board({"battlefield": [WINOTA, "Grizzly Bears"], "library": LIBRARY}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    order_if_asked(game)
    for _ in range(4):  # both players pass: the trigger resolves and asks for the Human
        if game.pending.kind == "choose":
            break
        game.apply("pass")
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(WINOTA)).ok


def test_508_4_the_human_enters_tapped_attacking_and_indestructible() -> None:
    game = _attack_with_bears()
    assert game.pending.kind == "choose"
    vanguard = [o for o in game.pending.options if game.state.objects[o].card == "Elite Vanguard"]
    game.apply(f"choose {vanguard[0]}")
    human = game.find("Elite Vanguard", zone="battlefield")
    assert game.state.objects[human].tapped
    assert any(a == human for a, _ in game.state.combat.attackers)
    assert "indestructible" in game.chars(human).keywords
    library = game.state.zones["library:0"]
    assert [game.state.objects[o].card for o in library[:2]] == ["Forest", "Forest"]  # the rest went to the bottom


def test_ruling_the_human_was_never_declared_as_an_attacker() -> None:
    """Ruling (2020-04-17): "Although the Human is an attacking creature, it was never declared as an attacking
    creature. This means that abilities that trigger whenever a creature attacks won't trigger when it enters the
    battlefield attacking." (Only the Bears' attack is an 'attacks' event; Winota itself doesn't trigger again.)"""
    game = _attack_with_bears()
    vanguard = [o for o in game.pending.options if game.state.objects[o].card == "Elite Vanguard"]
    game.apply(f"choose {vanguard[0]}")
    assert [e.args["card"] for e in events(game, "attacks")] == ["Grizzly Bears"]
    assert [e.args["card"] for e in events(game, "enters_attacking")] == ["Elite Vanguard"]
