"""CR 509.1c: requirements on blocking (mechanics/lure). 'All creatures able to block ~ do so' (Prized
Unicorn, Lure) is a requirement on each creature able to block it; '~ blocks this turn if able' (Culling
Mark) on one creature. The declaration must obey as many requirements as any legal declaration could."""

from __future__ import annotations

from support import activate, cast, legal, resolve_stack, to_blockers

from lithoform import Game


def test_509_1c_every_creature_able_to_block_the_unicorn_blocks_it() -> None:
    game = to_blockers(["Prized Unicorn"], ["Grizzly Bears", "Llanowar Elves"], ["Prized Unicorn"])
    unicorn, bears, elves = game.find("Prized Unicorn"), game.find("Grizzly Bears"), game.find("Llanowar Elves")
    assert not legal(game, "done")
    game.apply(f"block {bears} {unicorn}")
    assert not legal(game, "done")  # the Elves can block it too
    game.apply(f"block {elves} {unicorn}")
    assert legal(game, "done")


def test_509_1c_a_tapped_creature_doesnt_block_the_unicorn() -> None:
    """Prized Unicorn ruling: "If a creature the defending player controls can't block Prized Unicorn for any
    reason (such as being tapped), then it doesn't block Prized Unicorn.\""""
    game = to_blockers(["Prized Unicorn"], [{"card": "Grizzly Bears", "tapped": True}, "Llanowar Elves"],
                       ["Prized Unicorn"])
    game.apply(f"block {game.find('Llanowar Elves')} {game.find('Prized Unicorn')}")
    assert legal(game, "done")


def test_509_1c_two_unicorns_each_blocker_blocks_one_of_them() -> None:
    """Prized Unicorn ruling: "If more than one Prized Unicorn is attacking, creatures that could block must
    block one Prized Unicorn, but they don't all have to block the same Prized Unicorn.\""""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": [{"card": "Prized Unicorn", "label": "u1"},
                                                   {"card": "Prized Unicorn", "label": "u2"}]},
                            "P2": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    for _ in range(5):
        if game.pending.kind == "attackers":
            break
        game.apply("pass")
    u1, u2 = game.labels["u1"], game.labels["u2"]
    game.apply(f"attack {u1} P2")
    game.apply(f"attack {u2} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"block {bears} {u1}")
    assert not legal(game, "done")
    game.apply(f"block {elves} {u2}")
    assert legal(game, "done")


def test_509_1c_a_lure_with_no_other_attacker_needs_no_blocker_that_cant() -> None:
    """Lure ruling: "Lure doesn't give any creatures the ability to block the target creature." A flier with
    Lure attacking a player with only ground creatures: nothing is required."""
    game = to_blockers([{"card": "Serra Angel", "label": "a"}, {"card": "Lure", "attached_to": "a"}],
                       ["Grizzly Bears"], ["Serra Angel"])
    assert game.pending.kind != "blockers" or legal(game, "done")


def test_509_1c_blocks_this_turn_if_able() -> None:
    """Culling Mark ruling: "The controller of the creature chooses which attacking creature that creature
    blocks.\" It must block one of them."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": ["Grizzly Bears", "Hill Giant", {"card": "Forest", "count": 3}],
                                   "hand": ["Culling Mark"]},
                            "P2": {"battlefield": ["Llanowar Elves"]}})
    elves = game.find("Llanowar Elves")
    cast(game, game.find("Culling Mark"), elves)
    resolve_stack(game)
    for _ in range(5):
        if game.pending.kind == "attackers":
            break
        game.apply("pass")
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    game.apply(f"attack {bears} P2")
    game.apply(f"attack {giant} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    assert not legal(game, "done")
    game.apply(f"block {elves} {giant}")
    assert legal(game, "done")


def _activated_then_attack(card: str, lands: str, theirs: list[str]) -> Game:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": [card, "Grizzly Bears", {"card": lands, "count": 2}]},
                            "P2": {"battlefield": theirs}})
    activate(game, card, 1, game.find(theirs[0]))
    resolve_stack(game)
    for _ in range(5):
        if game.pending.kind == "attackers":
            break
        game.apply("pass")
    game.apply(f"attack {game.find(card)} P2")
    game.apply(f"attack {game.find('Grizzly Bears', player=0)} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_509_1c_target_creature_blocks_the_armodon_if_able() -> None:
    """Trumpeting Armodon: '{1}{G}: Target creature blocks Trumpeting Armodon this turn if able.'"""
    game = _activated_then_attack("Trumpeting Armodon", "Forest", ["Hill Giant"])
    giant, armodon = game.find("Hill Giant"), game.find("Trumpeting Armodon")
    game.apply(f"block {giant} {game.find('Grizzly Bears', player=0)}")
    assert not legal(game, "done")  # it must block the Armodon, not the Bears
    game.apply("cancel")
    game.apply(f"block {giant} {armodon}")
    assert legal(game, "done")


def test_509_1b_target_creature_cant_block_the_crawler() -> None:
    """Duct Crawler: "{1}{R}: Target creature can't block Duct Crawler this turn." It may block another."""
    game = _activated_then_attack("Duct Crawler", "Mountain", ["Hill Giant"])
    giant = game.find("Hill Giant")
    assert not legal(game, f"block {giant} {game.find('Duct Crawler')}")
    assert legal(game, f"block {giant} {game.find('Grizzly Bears', player=0)}")
