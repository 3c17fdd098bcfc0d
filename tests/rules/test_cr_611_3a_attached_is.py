"""CR 611.3a: a static ability of an Equipment or Aura whose effect applies to the creature it's attached to
only while that creature matches a description: 'As long as equipped creature is a Human, it gets an
additional +1/+1.' (Heavy Mattock), 'As long as equipped creature is legendary, it has hexproof.' (Champion's
Helm). The condition is read as the layers apply, so it starts and stops with the creature's types."""

from __future__ import annotations

from support import board

from lithoform import Game


def _equipped(equipment: str, creature: str) -> tuple[Game, int]:
    game = board({"battlefield": [{"card": creature, "label": "c"}, {"card": equipment, "attached_to": "c"}]})
    return game, game.labels["c"]


def test_611_3a_heavy_mattock_gives_a_human_an_additional_bonus() -> None:
    """Heavy Mattock: 'Equipped creature gets +1/+1. As long as equipped creature is a Human, it gets an
    additional +1/+1.' A Cat gets +1/+1, a Human +2/+2."""
    game, human = _equipped("Heavy Mattock", "Silvercoat Lion")
    assert (game.chars(human).power, game.chars(human).toughness) == (3, 3)  # a Cat: +1/+1 only
    game, human = _equipped("Heavy Mattock", "Elite Vanguard")  # a 2/1 Human Soldier
    assert (game.chars(human).power, game.chars(human).toughness) == (4, 3)


def test_611_3a_champions_helm_grants_hexproof_to_a_legendary_creature_only() -> None:
    """Champion's Helm: 'Equipped creature gets +2/+2. As long as equipped creature is legendary, it has
    hexproof.'"""
    game, plain = _equipped("Champion's Helm", "Grizzly Bears")
    assert "Hexproof" not in game.chars(plain).keywords and "hexproof" not in game.chars(plain).keywords
    game, legend = _equipped("Champion's Helm", "Isamaru, Hound of Konda")
    kws = {k.lower() for k in game.chars(legend).keywords}
    assert "hexproof" in kws
    assert game.chars(legend).power == 4


def test_611_3a_champions_helm_an_opponent_cant_target_the_legend() -> None:
    """Hexproof (702.11b) from the Helm: the opponent's Lightning Bolt can't target the equipped legend."""
    game = board({"battlefield": [{"card": "Isamaru, Hound of Konda", "label": "c"},
                                  {"card": "Champion's Helm", "attached_to": "c"}]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    game.apply("pass")
    game.apply(f"cast {game.find('Lightning Bolt')}")
    assert game.pending.kind == "target", game.pending
    assert game.labels["c"] not in game.pending.options
