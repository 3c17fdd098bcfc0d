"""Robber of the Rich, compiled from its Oracle text and played: an intervening 'if' on the defending player's hand
(603.4, 506.2, 402.1), the top card of their library exiled (406.2) and a permission to cast it during any turn
you attacked with a Rogue (601.3, 609.4b, 508.1).

Oracle text: Reach, haste / Whenever Robber of the Rich attacks, if defending player has more cards in hand than
you, exile the top card of their library. During any turn you attacked with a Rogue, you may cast that card and
you may spend mana as though it were mana of any color to cast that spell."""

from __future__ import annotations

from support import attack, basics, board, cast_actions, pass_until, resolve_stack, to_attackers

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

ROBBER = "Robber of the Rich"


def _attack(their_hand: list[str], my_hand: list[str] = ()) -> object:
    game = board({"battlefield": [ROBBER, *basics(Forest=2)], "hand": list(my_hand)},
                 {"hand": their_hand, "library": ["Shock", "Island", "Island"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(ROBBER))
    resolve_stack(game)
    return game


def _castable_shock(game: object) -> bool:
    shock = game.find("Shock", zone="exile")
    return any(a.startswith(f"cast {shock}") for a in cast_actions(game))


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(ROBBER)).ok


def test_603_4_it_exiles_the_defending_players_top_card_and_lets_you_cast_it() -> None:
    """The opponent has more cards in hand: their top card (Shock) is exiled, and this turn (a Rogue attacked) it
    can be cast with green mana, as though it were mana of any color (609.4b)."""
    game = _attack(["Island", "Island"])
    assert game.find("Shock", zone="exile")
    pass_until(game, "main2")
    assert _castable_shock(game)


def test_ruling_no_trigger_unless_the_defending_player_has_more_cards() -> None:
    """Ruling (2019-10-04): "If the defending player doesn't have more cards in hand than you immediately after
    Robber of the Rich attacks, its ability doesn't trigger at all." (Both hands hold one card.)"""
    game = _attack(["Island"], ["Forest"])
    assert not [o for o in game.state.objects.values() if o.zone == "exile"]


def test_ruling_only_during_a_turn_you_attacked_with_a_rogue() -> None:
    """Ruling (2019-10-04): "If Robber of the Rich leaves the battlefield, the effect allowing you to cast the
    exiled card if you attacked with a Rogue continues to apply, even during later turns—as long as you attack with
    a Rogue during those later turns." In your next turn, before any attack, the card can't be cast; after the
    Robber (a Rogue) attacks again, it can."""
    game = _attack(["Island", "Island"])
    pass_until(game, "main1", turn=game.state.turn + 2)
    assert not _castable_shock(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(ROBBER))
    resolve_stack(game)
    pass_until(game, "main2")
    assert _castable_shock(game)
