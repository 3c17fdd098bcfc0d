"""Sword of Feast and Famine: "Equipped creature gets +2/+2 and has protection from black and from green. /
Whenever equipped creature deals combat damage to a player, that player discards a card and you untap all
lands you control. / Equip {2}" (702.16g: protection from two colors is two abilities; 510.3a, 603.2:
'that player' is the player dealt the damage)"""

from __future__ import annotations

from support import attack, board, hand_size, pt, use_compiled

use_compiled("Sword of Feast and Famine")

SWORD = "Sword of Feast and Famine"


def _equipped(p2_hand: list[str]):
    game = board({"battlefield": ["Grizzly Bears", {"card": SWORD, "attached_to": "Grizzly Bears"},
                                  {"card": "Forest", "tapped": True}, {"card": "Forest", "tapped": True}]},
                 {"hand": p2_hand}, step="beginning_of_combat")
    return game, game.find("Grizzly Bears")


def _hit(game, bears: int) -> None:
    game.apply("pass")
    game.apply("pass")
    attack(game, bears)
    while game.state.step != "combat_damage":
        game.apply("pass")
    while game.state.stack or game.pending.kind != "priority":
        if game.pending.kind == "choose":  # P2 picks the card to discard (701.9a)
            game.apply(f"choose {game.pending.options[0]}")
        else:
            game.apply("pass")


def test_plus_two_and_protection_from_black_and_from_green() -> None:
    game, bears = _equipped([])
    keywords = game.chars(bears).keywords
    assert pt(game, bears) == (4, 4)
    assert "protection from black" in keywords and "protection from green" in keywords


def test_that_player_discards_and_you_untap_your_lands() -> None:
    game, bears = _equipped(["Llanowar Elves", "Giant Growth"])
    _hit(game, bears)
    assert hand_size(game, 1) == 1
    assert not any(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
                   if game.state.objects[o].card == "Forest")


def test_ruling_you_untap_even_if_the_player_cant_discard() -> None:
    """Ruling (2020-08-07): "You'll untap all lands you control even if the player can't discard a card." """
    game, bears = _equipped([])
    _hit(game, bears)
    assert not any(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
                   if game.state.objects[o].card == "Forest")
