"""The Streets of New Capenna hideaway enchantments' other phrases: 'Whenever you attack with one or more
creatures, create that many ...' (Rabble Rousing; 508.1m: once per declaration, 'that many' the creatures
declared), 'Whenever you draw your first card during each of your draw steps' (Wiretapping; 504.1, 121.1) and
'Then you may pay {W}{U}{B}{R}{G}. If you do, ...' (Widespread Thieving; 608.2g, 117.12)."""

from __future__ import annotations

from support import attack, board, pass_both, pass_until, resolve_stack, use_compiled, zone_names

from lithoform.rules.context import add_link
from lithoform.rules.zones import move

use_compiled("Rabble Rousing", "Wiretapping", "Widespread Thieving")


def _hidden(game, source: str, card: str) -> int:
    """`card` from P1's library exiled face down by `source`'s hideaway ability (702.75a, 607.2a)."""
    new = move(game.state, game.find(card), "exile", face_down="hideaway")
    add_link(game.state, game.find(source), "exiled", (new,))
    return new


def test_508_1m_attack_with_one_or_more_creatures_creates_that_many() -> None:
    """Rabble Rousing: 'Whenever you attack with one or more creatures, create that many 1/1 green and white
    Citizen creature tokens.' Two attackers: two Citizens, from one trigger."""
    game = board({"battlefield": ["Rabble Rousing", "Grizzly Bears", "Llanowar Elves", "Savannah Lions"]},
                 step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Grizzly Bears"), game.find("Savannah Lions"))
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert zone_names(game, "battlefield", 0).count("Citizen Token") == 2


def test_504_1_first_card_drawn_during_your_draw_step_only() -> None:
    """Wiretapping: 'Whenever you draw your first card during each of your draw steps, draw a card.' The draw
    step's draw triggers it; the card it draws is the second one and doesn't."""
    game = board({"battlefield": ["Wiretapping"], "library": ["Island"] * 10}, step="upkeep")
    pass_until(game, "draw")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert len(zone_names(game, "hand", 0)) == 2 and not game.state.stack


def test_504_1_a_draw_outside_the_draw_step_doesnt_trigger() -> None:
    game = board({"battlefield": ["Wiretapping", "Island"], "hand": ["Opt"], "library": ["Island"] * 10})
    game.apply(f"cast {game.find('Opt', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    if game.pending.kind != "priority":
        game.apply("choose")  # scry 1: keep it on top
    assert not game.state.stack and len(zone_names(game, "hand", 0)) == 1


def test_then_you_may_pay_if_you_do_play_the_exiled_card() -> None:
    """Widespread Thieving: 'Whenever you cast a multicolored spell, create a Treasure token. Then you may pay
    {W}{U}{B}{R}{G}. If you do, you may play the exiled card without paying its mana cost.'"""
    game = board({"battlefield": ["Widespread Thieving", "Plains", "Island", "Swamp", "Mountain", "Forest",
                                  "Forest", "Island"],
                  "hand": ["Growth Spiral"], "library": ["Grizzly Bears"] + ["Island"] * 5})
    _hidden(game, "Widespread Thieving", "Grizzly Bears")
    game.apply(f"cast {game.find('Growth Spiral', zone='hand')}")
    game.apply("autopay")
    assert len(game.state.stack) == 2  # the trigger above the spell
    pass_both(game)
    assert game.pending.kind in ("may", "pay"), game.pending


def test_paying_the_five_colors_lets_the_exiled_card_be_cast() -> None:
    game = board({"battlefield": ["Widespread Thieving", "Plains", "Island", "Swamp", "Mountain", "Forest",
                                  "Forest", "Island"],
                  "hand": ["Growth Spiral"], "library": ["Grizzly Bears"] + ["Island"] * 5})
    _hidden(game, "Widespread Thieving", "Grizzly Bears")
    game.apply(f"cast {game.find('Growth Spiral', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    seen = []
    for _ in range(6):
        p = game.pending
        seen.append(p.kind)
        if p.kind == "priority":
            break
        game.apply("yes" if p.kind == "may" else "autopay")
    assert "Grizzly Bears" in [game.chars(o).name for o in game.state.stack], seen
