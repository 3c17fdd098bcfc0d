"""CR 509.1a-b: how many creatures a creature blocks and is blocked by (mechanics/block_limits).

509.1a: the defending player chooses one creature for each blocker to block, unless an effect says it can
block an additional creature (Two-Headed Giant of Foriys, cumulative) or any number of creatures (Wall of
Glare); 510.1d: a creature blocking two or more creatures divides its combat damage among them.
509.1b: '~ can't be blocked by more than one creature' (Stalking Tiger) and '~ can't be blocked except by
three or more creatures' are restrictions on the whole declaration."""

from __future__ import annotations

from support import cast, legal, pass_both, resolve_stack, to_blockers

from lithoform import Game
from lithoform.cards.combat_rule_kinds import BLOCKS_ADDITIONAL
from lithoform.rules.combat.requirements import block_capacity

GIANT = "Two-Headed Giant of Foriys"


def _two_attackers(theirs: list) -> Game:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": [{"card": "Grizzly Bears", "label": "a"},
                                                   {"card": "Grizzly Bears", "label": "b"},
                                                   {"card": "Grizzly Bears", "label": "c"}]},
                            "P2": {"battlefield": theirs}})
    pass_both(game)
    for label in ("a", "b", "c"):
        game.apply(f"attack {game.labels[label]} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_509_1a_a_creature_blocks_one_attacker() -> None:
    game = _two_attackers(["Hill Giant"])
    giant, a, b = game.find("Hill Giant"), game.labels["a"], game.labels["b"]
    game.apply(f"block {giant} {a}")
    assert not legal(game, f"block {giant} {b}")


def test_509_1a_can_block_an_additional_creature_each_combat() -> None:
    game = _two_attackers([GIANT])
    giant, a, b, c = game.find(GIANT), game.labels["a"], game.labels["b"], game.labels["c"]
    game.apply(f"block {giant} {a}")
    assert not legal(game, f"block {giant} {a}")  # not the same attacker twice
    assert legal(game, f"block {giant} {b}")
    game.apply(f"block {giant} {b}")
    assert not legal(game, f"block {giant} {c}")  # two creatures, no more
    game.apply("done")
    assert sorted(a2 for b2, a2 in game.state.combat.blockers if b2 == giant) == sorted([a, b])


def test_510_1d_a_creature_blocking_two_divides_its_damage() -> None:
    """The 4/4 Giant blocks two 2/2 Bears: its controller divides 4 damage between them (510.1d)."""
    game = _two_attackers([GIANT])
    giant, a, b = game.find(GIANT), game.labels["a"], game.labels["b"]
    game.apply(f"block {giant} {a}")
    game.apply(f"block {giant} {b}")
    game.apply("done")
    for _ in range(20):
        if game.pending.kind == "damage":
            break
        game.apply("pass")
    assert game.pending.kind == "damage" and set(game.pending.options) == {a, b}
    game.apply("damage 2")
    resolve_stack(game)
    assert a not in game.zone("battlefield") and b not in game.zone("battlefield")
    assert giant not in game.zone("battlefield")  # and each Bear dealt it 2: 4 damage to a 4/4
    assert game.state.players[1].life == 18  # the unblocked third Bear


def test_509_1a_any_number_of_creatures() -> None:
    game = _two_attackers(["Wall of Glare"])
    wall = game.find("Wall of Glare")
    for label in ("a", "b", "c"):
        game.apply(f"block {wall} {game.labels[label]}")
    assert legal(game, "done")


def test_509_1a_act_of_heroism_is_cumulative() -> None:
    """Act of Heroism ruling: "The effects of Act of Heroism are cumulative. If multiples resolve targeting
    the same creature, that creature can block that many additional creatures this turn.\""""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": ["Grizzly Bears", {"card": "Plains", "count": 4}],
                                   "hand": ["Act of Heroism", "Act of Heroism"]}})
    bears = game.find("Grizzly Bears")
    assert block_capacity(game.state, bears) == 1
    for card in [o for o in game.zone("hand", 0) if game.chars(o).name == "Act of Heroism"]:
        cast(game, card, bears)
        resolve_stack(game)
    assert block_capacity(game.state, bears) == 3


def test_509_1b_cant_be_blocked_by_more_than_one_creature() -> None:
    game = to_blockers(["Stalking Tiger"], ["Grizzly Bears", "Llanowar Elves"], ["Stalking Tiger"])
    tiger = game.find("Stalking Tiger")
    game.apply(f"block {game.find('Grizzly Bears')} {tiger}")
    assert legal(game, "done")
    game.apply(f"block {game.find('Llanowar Elves')} {tiger}")
    assert not legal(game, "done")


def test_509_1b_menace_and_at_most_one_cant_be_blocked() -> None:
    """Challenger Troll ruling: "If a creature you control with power 4 or greater has menace, it can't be
    blocked by only one creature and it can't be blocked by more than one creature, so it simply can't be
    blocked.\""""
    game = to_blockers(["Challenger Troll", "Goblin Heelcutter"], ["Grizzly Bears", "Llanowar Elves"],
                       ["Challenger Troll"])
    troll = game.find("Challenger Troll")
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"block {bears} {troll}")
    assert legal(game, "done")  # the Troll alone has no menace: one blocker is fine
    game.apply(f"block {elves} {troll}")
    assert not legal(game, "done")


def test_509_1b_except_by_three_or_more() -> None:
    """Sonorous Howlbonder: 'Each creature you control with menace can't be blocked except by three or more
    creatures.'"""
    game = to_blockers(["Sonorous Howlbonder"], ["Grizzly Bears", "Llanowar Elves", "Hill Giant"],
                       ["Sonorous Howlbonder"])
    howl = game.find("Sonorous Howlbonder")
    game.apply(f"block {game.find('Grizzly Bears')} {howl}")
    game.apply(f"block {game.find('Llanowar Elves')} {howl}")
    assert not legal(game, "done")
    game.apply(f"block {game.find('Hill Giant')} {howl}")
    assert legal(game, "done")


def test_509_1a_the_rule_kind_is_data() -> None:
    assert BLOCKS_ADDITIONAL == "blocks_additional"
