"""CR 106.4, 605.3a, 601.2g-h: a mana ability that makes several mana (Sol Ring's {C}{C}, Thran Dynamo's
{C}{C}{C}, Gilded Lotus's three mana of one color) counts with all of it when the engine decides whether a
cost can be paid, and the auto-payer uses it; mana it makes beyond the cost stays in the pool."""

from __future__ import annotations

from support import board, cast, castable, legal, pass_both, resolve_stack

from lithoform.cards.mana import parse_cost
from lithoform.rules.payment import autopay_plan


def _pool(game, player: int = 0) -> list[str]:
    return sorted(m.type for m in game.state.players[player].pool)


def test_106_4_sol_ring_and_a_forest_cast_grizzly_bears():
    """Sol Ring: '{T}: Add {C}{C}.' With a Forest, it pays Grizzly Bears's {1}{G}; one {C} is left over."""
    game = board({"battlefield": ["Sol Ring", "Forest"], "hand": ["Grizzly Bears"]})
    assert castable(game, "Grizzly Bears")
    cast(game, "Grizzly Bears")
    assert _pool(game) == ["C"]
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="battlefield") > 0


def test_605_3a_sol_ring_alone_cant_pay_three():
    """Two mana can't pay {3}: Bottle Gnomes isn't castable with only Sol Ring."""
    game = board({"battlefield": ["Sol Ring"], "hand": ["Bottle Gnomes"]})
    assert not castable(game, "Bottle Gnomes")


def test_601_2g_the_auto_payer_activates_the_multi_mana_source_once():
    """The plan activates Thran Dynamo once for {3}{W}{W} with two Plains (not once per mana)."""
    game = board({"battlefield": ["Thran Dynamo", "Plains", "Plains"]})
    plan = autopay_plan(game.state, 0, parse_cost("{3}{W}{W}"))
    assert plan is not None
    activations, life = plan
    dynamo = game.find("Thran Dynamo")
    assert [a for a in activations if a[0] == dynamo] == [(dynamo, 1, "{C}{C}{C}")]
    assert len(activations) == 3 and life == 0


def test_106_1b_gilded_lotus_three_mana_of_one_color_is_a_mana_ability():
    """Gilded Lotus: '{T}: Add three mana of any one color.' It is a mana ability (605.1a: no target, could
    add mana): activated while paying, no stack; the player picks the color."""
    game = board({"battlefield": ["Gilded Lotus"]})
    lotus = game.find("Gilded Lotus")
    assert legal(game, f"activate {lotus} 1 mana:GGG")
    game.apply(f"activate {lotus} 1 mana:GGG")
    assert _pool(game) == ["G", "G", "G"]
    assert not game.state.stack


def test_601_2g_gilded_lotus_pays_a_two_color_cost_with_a_plains():
    """Lightning Helix {R}{W}: Gilded Lotus for {R}{R}{R} and a Plains; the auto-payer chooses red."""
    game = board({"battlefield": ["Gilded Lotus", "Plains"], "hand": ["Lightning Helix"]})
    assert castable(game, "Lightning Helix")
    cast(game, "Lightning Helix", "P2")
    assert _pool(game) == ["R", "R"]


def test_107_3_x_counts_every_mana_of_a_multi_mana_source():
    """Blaze with Thran Dynamo and a Mountain: four mana, so X may be 3, not 4 (107.3, 601.2f)."""
    game = board({"battlefield": ["Thran Dynamo", "Mountain"], "hand": ["Blaze"]})
    game.apply(f"cast {game.find('Blaze', zone='hand')}")
    xs = {a.args[0] for a in game.legal_actions() if a.kind == "x"}
    assert max(xs) == 3


def test_603_12_paying_any_amount_of_red_counts_every_mana_of_a_source():
    """Leyline Tyrant's 'pay any amount of {R}' while resolving: Gilded Lotus can make {R}{R}{R}, so up to
    three (plus a Mountain's one) may be paid; paying two leaves the Lotus's third red mana in the pool."""
    game = board({"battlefield": ["Gilded Lotus", "Mountain", {"card": "Leyline Tyrant", "damage": 3}],
                  "hand": ["Shock"]})
    game.apply(f"activate {game.find('Mountain')} 1")
    cast(game, "Shock", game.find("Leyline Tyrant"), pay=False)
    game.apply("pay")
    pass_both(game)  # Shock resolves; the Tyrant dies
    pass_both(game)  # its dies ability resolves
    assert game.pending.kind == "amount" and max(game.pending.options) == 3
    game.apply("choose 2")
    assert _pool(game) == ["R"]


def test_119_4_mana_confluence_pays_life_as_part_of_its_mana_abilitys_cost():
    """Mana Confluence: '{T}, Pay 1 life: Add one mana of any color.' It counts for whether Grizzly Bears
    can be cast; the player activates it (the auto-payer doesn't pay life) and loses 1 life."""
    game = board({"battlefield": ["Mana Confluence", "Forest"], "hand": ["Grizzly Bears"]})
    assert castable(game, "Grizzly Bears")
    confluence = game.find("Mana Confluence")
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    assert not legal(game, "autopay")
    game.apply(f"activate {confluence} 1 mana:G")
    game.apply(f"activate {game.find('Forest')} 1")
    game.apply("pay")
    assert game.state.players[0].life == 19
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="battlefield") > 0

