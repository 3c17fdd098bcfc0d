"""Exert (701.43): 'You may exert ~ as it attacks. When you do, ...'"""
