//! Which of some identified struct types a module still references.
//!
//! A type is referenced if some global's value type, function signature,
//! instruction result, constant operand, `alloca` allocated type,
//! `getelementptr` source element type or call function type contains it,
//! through struct elements, arrays and vectors. (Non-constant operands are
//! results or arguments, already covered.) The walk stops as soon as every
//! wanted type has been found.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use llvm_sys::LLVMTypeKind::*;
use rustc_hash::FxHashSet;
use std::collections::HashSet;

/// The subset of `wanted` that the module references.
pub unsafe fn referenced_struct_types(module: LLVMModuleRef, wanted: &HashSet<LLVMTypeRef>) -> HashSet<LLVMTypeRef> {
    let mut walker = Walker { wanted, seen: FxHashSet::default(), found: HashSet::new(), stack: Vec::new() };
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() && !walker.done() {
        walker.add(LLVMGlobalGetValueType(g));
        g = LLVMGetNextGlobal(g);
    }
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() && !walker.done() {
        walker.add(LLVMGlobalGetValueType(f));
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                walker.add_instruction(inst);
                inst = LLVMGetNextInstruction(inst);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        f = LLVMGetNextFunction(f);
    }
    walker.found
}

struct Walker<'a> {
    wanted: &'a HashSet<LLVMTypeRef>,
    seen: FxHashSet<LLVMTypeRef>,
    found: HashSet<LLVMTypeRef>,
    stack: Vec<LLVMTypeRef>,
}

impl Walker<'_> {
    fn done(&self) -> bool {
        self.found.len() == self.wanted.len()
    }

    unsafe fn add_instruction(&mut self, inst: LLVMValueRef) {
        self.add(LLVMTypeOf(inst));
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMAlloca => self.add(LLVMGetAllocatedType(inst)),
            LLVMOpcode::LLVMGetElementPtr => self.add(LLVMGetGEPSourceElementType(inst)),
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => {
                self.add(LLVMGetCalledFunctionType(inst))
            }
            _ => {}
        }
        for i in 0..LLVMGetNumOperands(inst).max(0) as u32 {
            let op = LLVMGetOperand(inst, i);
            if !op.is_null() && LLVMIsConstant(op) != 0 {
                self.add(LLVMTypeOf(op));
            }
        }
    }

    unsafe fn add(&mut self, ty: LLVMTypeRef) {
        // Scalars and pointers contain no struct: the common case.
        if ty.is_null()
            || !matches!(
                LLVMGetTypeKind(ty),
                LLVMStructTypeKind | LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind | LLVMFunctionTypeKind
            )
        {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(ty);
        while let Some(ty) = stack.pop() {
            if ty.is_null() || !self.seen.insert(ty) {
                continue;
            }
            if LLVMGetTypeKind(ty) == LLVMStructTypeKind && self.wanted.contains(&ty) {
                self.found.insert(ty);
            }
            sycl_aspects_metadata::ir::contained_types(ty, &mut stack);
        }
        self.stack = stack;
    }
}
